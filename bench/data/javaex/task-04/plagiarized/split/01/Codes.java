package com.company;

class Codes {
    static String major(char ch1) {
        String major = "" ;
        switch (ch1) {
            case ('M'): {
                major = "Mathmatics";
                break;
            }
            case ('C'): {
                major = "Computer Science";
                break;
            }
            case ('I'): {
                major = "Information Technology";
                break;
            }
        }
        return major;
    }

    static String type(char ch2) {
        String type = "";
        switch (ch2) {
            case ('1'): {
                type = "Freshman";
                break;
            }
            case ('2'): {
                type = "Sophomore";
                break;
            }
            case ('3'): {
                type = "Junior";
                break;
            }
            case ('4'): {
                type = "Senior";
                break;
            }

        }
        return type;
    }
}
