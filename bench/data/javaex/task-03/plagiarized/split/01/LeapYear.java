package Chapter4;

class LeapYear {
    static boolean check(int year){
        boolean isLeapYear = false;

        // Check if year is leap year or not
        if (year % 4 == 0 && year % 100 != 0 || year % 400 == 0){
            isLeapYear = true;
        }
        return isLeapYear;
    }
}
