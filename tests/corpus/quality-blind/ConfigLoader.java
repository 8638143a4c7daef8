package app.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

public class ConfigLoader {
    private final Path configFile;

    public ConfigLoader(Path configFile) {
        this.configFile = configFile;
    }

    public Properties load() throws Exception { // expect: QUA-GENERIC-EXCEPTION
        Properties props = new Properties();
        try (InputStream in = Files.newInputStream(configFile)) {
            props.load(in);
        }
        return props;
    }

    public int port() {
        int port = 8080;
        try {
            port = Integer.parseInt(load().getProperty("server.port", "8080"));
        } finally {
            return port; // expect: QUA-RETURN-IN-FINALLY
        }
    }

    public String environment() throws IOException {
        Properties props = new Properties();
        try (InputStream in = Files.newInputStream(configFile)) {
            props.load(in);
        }
        String env = props.getProperty("env");
        if (env == null) { // expect: QUA-EMPTY-IF
        }
        return env == null ? "dev" : env;
    }
}
