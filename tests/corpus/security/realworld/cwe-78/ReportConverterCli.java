// expect: CWE-78 @ 23
// note: CLI argument names the converter program itself → ProcessBuilder.command
package tools.reports;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

public class ReportConverterCli {

    public static void main(String[] args) throws Exception {
        String converter = args.length > 0 ? args[0] : "libreoffice";
        File input = new File(args.length > 1 ? args[1] : "report.docx");

        List<String> command = new ArrayList<>();
        command.add(converter);
        command.add("--headless");
        command.add("--convert-to");
        command.add("pdf");
        command.add(input.getAbsolutePath());

        ProcessBuilder builder = new ProcessBuilder();
        builder.command(command);
        builder.inheritIO();
        System.exit(builder.start().waitFor());
    }
}
