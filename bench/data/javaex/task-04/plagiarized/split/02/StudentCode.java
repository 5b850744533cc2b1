package school;

/** A two-character code: a major and a standing. */
public record StudentCode(Major major, Standing standing) {

    static StudentCode parse(String text) {
        if (text.length() != 2) {
            return null;
        }
        Major major = Major.of(text.charAt(0));
        Standing standing = Standing.of(text.charAt(1));
        return major == null || standing == null ? null : new StudentCode(major, standing);
    }

    String describe() {
        return major.title + " " + standing.title;
    }
}
