// expect: none (CWE-78 safe)
// note: converter chosen from a fixed map of known programs; unknown names exit before ProcessBuilder.command
package tools.reports;

import java.io.File;
import java.util.List;
import java.util.Map;

public class ReportExportCli {

    private static final Map<String, String> CONVERTERS = Map.of(
            "office", "/usr/bin/libreoffice",
            "pandoc", "/usr/bin/pandoc");

    public static void main(String[] args) throws Exception {
        String program = CONVERTERS.get(args.length > 0 ? args[0] : "office");
        if (program == null) {
            System.err.println("unknown converter");
            System.exit(2);
        }
        File input = new File(args.length > 1 ? args[1] : "report.docx");
        ProcessBuilder builder = new ProcessBuilder();
        builder.command(List.of(program, "--headless", "--convert-to", "pdf", input.getAbsolutePath()));
        builder.inheritIO();
        System.exit(builder.start().waitFor());
    }
}
