public class Cipher {

    private final int shift;

    public Cipher(int shift) {
        this.shift = ((shift % 26) + 26) % 26;
    }

    public String encode(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if (Character.isUpperCase(c)) {
                sb.append((char) ('A' + (c - 'A' + shift) % 26));
            } else if (Character.isLowerCase(c)) {
                sb.append((char) ('a' + (c - 'a' + shift) % 26));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public String decode(String text) {
        return new Cipher(26 - shift).encode(text);
    }
}
