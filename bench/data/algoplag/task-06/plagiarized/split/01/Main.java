public class Main {
	public static void main(String[] args) {
		KmpSearch km = new KmpSearch("algorithm", "algo");
		System.out.println(new KmpSearch().Search("algorithm", "rithm"));
	}
}
