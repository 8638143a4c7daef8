// expect: CWE-22 @ 24
// note: library class reads a template whose name is a public method String parameter → Files.readString(templates.resolve(name))
package com.mailforge.templates;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class TemplateLoader {

    private final Path templates;
    private final Map<String, String> cache = new ConcurrentHashMap<>();

    public TemplateLoader(Path templates) {
        this.templates = templates;
    }

    public String load(String templateName) {
        return cache.computeIfAbsent(templateName, name -> {
            try {
                return Files.readString(templates.resolve(name + ".mustache"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
