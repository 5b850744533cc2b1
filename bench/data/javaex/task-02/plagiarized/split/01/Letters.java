package Chapter04;

class Letters {
    static void report(char character) {
        String chars = "aeiouAEIOUbcdfghjklmpqrstvwxyzBCDFGHJKLMPQRSTVWXY";
        int position = chars.indexOf(character);
        if (position == -1) {
            System.out.println(character + " is an invalid input");
        } else {
            System.out.print(character);
            System.out.println((position <= 9) ? " is a vowel" : " is a consonant");
        }
    }
}
