// expect: none (CWE-611 safe)
// note: Validator with ACCESS_EXTERNAL_DTD and ACCESS_EXTERNAL_SCHEMA set to "" before validate
package com.seotools.sitemaps;

import java.io.InputStream;
import java.net.URL;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
public class SitemapSchemaValidator {

    private final Schema schema;

    public SitemapSchemaValidator() throws Exception {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        URL xsd = getClass().getResource("/schemas/sitemap.xsd");
        this.schema = factory.newSchema(xsd);
    }

    @PostMapping("/sitemaps/validate")
    public String validate(@RequestParam MultipartFile sitemap) throws Exception {
        Validator validator = schema.newValidator();
        validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        try (InputStream in = sitemap.getInputStream()) {
            validator.validate(new StreamSource(in));
        }
        return "valid";
    }
}
