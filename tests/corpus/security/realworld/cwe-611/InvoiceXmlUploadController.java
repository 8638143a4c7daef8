// expect: none (CWE-611 safe)
// note: DocumentBuilderFactory with disallow-doctype-decl feature set to true before parsing the upload
package com.ledgerly.ubl;

import java.io.InputStream;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;

@RestController
public class InvoiceXmlUploadController {

    @PostMapping("/invoices/import-xml")
    public String importInvoice(@RequestParam("file") MultipartFile file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setXIncludeAware(false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        try (InputStream in = file.getInputStream()) {
            Document doc = builder.parse(in);
            return doc.getElementsByTagNameNS("*", "ID").item(0).getTextContent();
        }
    }
}
