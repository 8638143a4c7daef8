// expect: none (CWE-22 safe)
// note: locale parameter must be in an allow-list Set with an early exit before it is used to build the bundle path
package com.i18n.bundles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;

@jakarta.ws.rs.Path("/i18n")
public class LocaleBundleLoader {
    private static final Set<String> LOCALES = Set.of("en", "de", "fr", "es", "pt-BR");
    private static final Path BUNDLES = Path.of("/opt/app/i18n");

    @GET
    @jakarta.ws.rs.Path("/{locale}")
    @Produces("application/json")
    public String bundle(@PathParam("locale") String locale) throws IOException {
        if (!LOCALES.contains(locale)) {
            throw new NotFoundException();
        }
        return Files.readString(BUNDLES.resolve("messages_" + locale + ".json"));
    }
}
