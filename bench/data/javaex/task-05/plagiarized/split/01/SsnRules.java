package src.Chapter4;

class SsnRules {
    static boolean isValid(String socialSecurityNumber) {
        int length = socialSecurityNumber.length();
        boolean isValid = length == 11;
        for (int i = 0; i < socialSecurityNumber.length(); i++) {
            if (!isValid) break;
            if ((i == 3  && socialSecurityNumber.charAt(i) != '-') ||
                    (i == 6  && socialSecurityNumber.charAt(i) != '-')) {
                isValid = false;
            }
            else if (!Character.isDigit(socialSecurityNumber.charAt(i))) {
                isValid = false;
            }
        }
        return isValid;
    }
}
