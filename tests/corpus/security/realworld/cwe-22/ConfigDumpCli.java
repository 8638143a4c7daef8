// expect: CWE-22 @ 16
// note: CLI argument is an output path → new FileOutputStream(args[0]) writes the current config (CLI user picks any file)
package tools.config;

import java.io.FileOutputStream;
import java.io.OutputStream;
import java.util.Properties;

public class ConfigDumpCli {

    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.setProperty("generated.by", "ConfigDumpCli");
        props.putAll(System.getenv());
        String outFile = args.length > 0 ? args[0] : "config-dump.properties";
        try (OutputStream out = new FileOutputStream(outFile)) {
            props.store(out, "environment snapshot");
        }
    }
}
