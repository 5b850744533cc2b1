import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Map;

public class Registrar {
    private static final Map<Character, String> MAJORS = Map.of(
            'M', "Mathmatics",
            'C', "Computer Science",
            'I', "Information Technology");

    private static final String[] YEARS = {"", "Freshman", "Sophomore", "Junior", "Senior"};

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        System.out.print("Enter two characters: ");
        String line = reader.readLine();
        String answer = "Invalid input";
        if (line != null && line.length() == 2) {
            String major = MAJORS.get(Character.toUpperCase(line.charAt(0)));
            int year = line.charAt(1) - '0';
            if (major != null && year >= 1 && year < YEARS.length) {
                answer = major + " " + YEARS[year];
            }
        }
        System.out.println(answer);
    }
}
