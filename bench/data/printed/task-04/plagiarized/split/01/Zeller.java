package com.company;

public class Zeller {
    public static int dayIndex(int year, int month, int day) {
        int q = day;
        int m;
        if (month == 1) {
            m = 13;
            year -= 1;
        }
        else if (month == 2) {
            m = 14;
            year -= 1;
        }
        else {
            m = month;
        }
        int k = year % 100;
        int j = year / 100 ;
        return (q + 26*(m+1)/10 + k + k/4 + j/4 + 5*j) % 7;
    }

    public static String dayName(int h) {
        String dayOfWeek = "" ;
        switch (h) {
            case 0: {
                dayOfWeek = "Saturday";
                break;
            }
            case 1: {
                dayOfWeek = "Sunday";
                break;
            }
            case 2: {
                dayOfWeek = "Monday";
                break;
            }
            case 3: {
                dayOfWeek = "Tuesday";
                break;
            }
            case 4: {
                dayOfWeek = "Wednesday";
                break;
            }
            case 5: {
                dayOfWeek = "Thursday";
                break;
            }
            case 6: {
                dayOfWeek = "Friday";
                break;
            }
        }
        return dayOfWeek;
    }
}
