package Chapter4;

class MonthTable {
    static int days(String month, boolean isLeapYear){
        int days = 0;

        // Assign days on basis of month
        switch (month){
            case "Jan": 
                days = 31;
                break;
            case "Feb": 
                if (isLeapYear){
                    days = 29;
                }
                else {
                    days = 28;
                }
                break;
            case "Mar": 
                days = 31;
                break;
            case "Apr": 
                days = 30;
                break;
            case "May": 
                days = 31;
                break;
            case "Jun": 
                days = 30;
                break;
            case "Jul": 
                days = 31;
                break;
            case "Aug": 
                days = 31;
                break;
            case "Sep": 
                days = 30;
                break;
            case "Oct": 
                days = 31;
                break;
            case "Nov": 
                days = 30;
                break;
            case "Dec": 
                days = 31;
                break;
        }
        return days;
    }
}
