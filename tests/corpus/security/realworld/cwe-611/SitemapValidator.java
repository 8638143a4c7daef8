// expect: CWE-611 @ 32
// note: uploaded sitemap validated with SchemaFactory/Validator defaults (external entities in the instance resolved)
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
public class SitemapValidator {

    private final Schema schema;

    public SitemapValidator() throws Exception {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        URL xsd = getClass().getResource("/schemas/sitemap.xsd");
        this.schema = factory.newSchema(xsd);
    }

    @PostMapping("/sitemaps/validate")
    public String validate(@RequestParam MultipartFile sitemap) throws Exception {
        Validator validator = schema.newValidator();
        try (InputStream in = sitemap.getInputStream()) {
            validator.validate(new StreamSource(in));
        }
        return "valid";
    }
}
