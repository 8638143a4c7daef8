// expect: none (CWE-643 safe)
// note: language reduced to a two-letter code by regex (fallback "en") and key checked against [a-z.]+ before the XPath
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
public class TranslationBundleResource {

    private final Document bundle;

    public TranslationBundleResource(Document bundle) {
        this.bundle = bundle;
    }

    @GET
    public String translate(@PathParam("key") String key, @HeaderParam("Accept-Language") String language) throws Exception {
        String lang = language != null && language.matches("^[a-z]{2}.*") ? language.substring(0, 2) : "en";
        if (!key.matches("[a-z.]{1,80}")) {
            throw new WebApplicationException(400);
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        return xpath.evaluate("/bundle/entry[@key='" + key + "']/text[@lang='" + lang + "']", bundle);
    }
}
