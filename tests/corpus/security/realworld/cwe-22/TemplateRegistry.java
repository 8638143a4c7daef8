// expect: none (CWE-22 safe)
// note: template names restricted to [a-z0-9-]+ with an exception before resolve/readString
package com.mailforge.templates;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

public class TemplateRegistry {

    private static final Pattern NAME = Pattern.compile("[a-z0-9-]{1,64}");
    private final Path templates;

    public TemplateRegistry(Path templates) {
        this.templates = templates;
    }

    public String load(String templateName) throws IOException {
        if (!NAME.matcher(templateName).matches()) {
            throw new IllegalArgumentException("bad template name");
        }
        return Files.readString(templates.resolve(templateName + ".mustache"));
    }
}
