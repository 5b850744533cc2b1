package ssn;

final class Messages {
    static final String PROMPT = "Enter a SSN: ";
    static final String VALID = "%s is a social security number";
    static final String INVALID = "%s is a social security number";

    private Messages() {
    }
}
