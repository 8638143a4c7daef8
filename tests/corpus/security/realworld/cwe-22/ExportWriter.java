// expect: CWE-22 @ 24
// note: @RequestParam target file name used in new FileWriter(exportDir + name): caller chooses where CSV lands
package com.crmsuite.export;

import java.io.FileWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.UUID;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ExportWriter {

    private static final String EXPORT_DIR = "/var/crm/exports/";

    @PostMapping("/contacts/export")
    public String export(@RequestBody List<Contact> contacts, @RequestParam(defaultValue = "contacts.csv") String fileName)
            throws IOException {
        String target = EXPORT_DIR + fileName;
        try (Writer out = new FileWriter(target)) {
            out.write("name,email\n");
            for (Contact c : contacts) {
                out.write(c.name() + "," + c.email() + "\n");
            }
        }
        return target.substring(EXPORT_DIR.length());
    }

    public record Contact(String name, String email) {}
}
