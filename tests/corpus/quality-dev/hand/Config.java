import java.util.Properties;

public class Config {

    public static String ENV = "dev"; // expect: QUA-PUBLIC-STATIC-MUTABLE
    public static final int DEFAULT_PORT = 8080;
    private static final String defaultHost = "localhost"; // expect: QUA-CONSTANT-NAMING

    private final Properties props;

    public Config(Properties props) {
        this.props = props;
    }

    public String host() {
        return props.getProperty("host", defaultHost);
    }

    public int port() {
        String p = props.getProperty("port");
        if (p == null) {
            return DEFAULT_PORT;
        }
        return Integer.parseInt(p);
    }
}
