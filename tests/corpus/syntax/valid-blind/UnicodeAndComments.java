/**
 * Javadoc with {@code <tags>} and an @author line.
 *
 * @author someone
 */
public class UnicodeAndComments {
    /* block comment with // inside and "quotes" */
    static final String CAFÉ = "café";
    static final char π = 'π';

    // a line comment with /* fake block start
    static int ünïcödeMethod(int ñ) {
        return ñ * 2; /* trailing block comment */
    }

    public static void main(String[] args) {
        String $dollar = "$";
        String _under = "_";
        int value = ünïcödeMethod(21); // 42
        String url = "http://example.com/*not-a-comment*/";
        System.out.println(CAFÉ + π + $dollar + _under + value + url);
    }
}
