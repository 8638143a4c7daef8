// expect: none (CWE-78 safe)
// note: wkhtmltopdf is a fixed program; the page size comes from an enum and the output path is a random UUID; argv array without a shell
package com.invoicing.pdf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class PdfRenderService {
    public enum PageSize { A4, LETTER, A5 }

    private final Path outputDir;

    public PdfRenderService(@Value("${pdf.output-dir}") String outputDir) {
        this.outputDir = Path.of(outputDir);
    }

    public Path render(Path htmlFile, PageSize size, boolean landscape) throws IOException, InterruptedException {
        Path pdf = outputDir.resolve(UUID.randomUUID() + ".pdf");
        List<String> command = new ArrayList<>();
        command.add("/usr/local/bin/wkhtmltopdf");
        command.add("--page-size");
        command.add(size.name());
        if (landscape) {
            command.add("--orientation");
            command.add("Landscape");
        }
        command.add(htmlFile.toAbsolutePath().toString());
        command.add(pdf.toString());
        ProcessBuilder builder = new ProcessBuilder();
        builder.command(command);
        int exit = builder.start().waitFor();
        if (exit != 0) {
            throw new IOException("wkhtmltopdf exited with " + exit);
        }
        return pdf;
    }
}
