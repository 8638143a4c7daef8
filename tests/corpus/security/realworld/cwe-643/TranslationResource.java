// expect: CWE-643 @ 27
// note: JAX-RS @HeaderParam Accept-Language and @PathParam key placed into an XPath over the translation bundle
package com.i18nhub.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.WebApplicationException;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

@Path("/i18n/{key}")
public class TranslationResource {

    private final Document bundle;

    public TranslationResource(Document bundle) {
        this.bundle = bundle;
    }

    @GET
    public String translate(@PathParam("key") String key, @HeaderParam("Accept-Language") String language) throws Exception {
        String lang = language == null ? "en" : language.split(",")[0];
        XPath xpath = XPathFactory.newInstance().newXPath();
        return xpath.evaluate("/bundle/entry[@key='" + key + "']/text[@lang='" + lang + "']", bundle);
    }
}
