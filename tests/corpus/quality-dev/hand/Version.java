public class Version implements Comparable { // expect: QUA-RAW-TYPE

    private final int major;
    private final int minor;

    public Version(String text) {
        String[] parts = text.split("\\.");
        major = Integer.parseInt(parts[0]);
        minor = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
    }

    @Override
    public int compareTo(Object o) {
        Version v = (Version) o;
        if (major != v.major) {
            return major - v.major;
        }
        return minor - v.minor;
    }

    public boolean isNewerThan(Version v) {
        return compareTo(v) > 0;
    }

    @Override
    public String toString() {
        return major + "." + minor;
    }
}
