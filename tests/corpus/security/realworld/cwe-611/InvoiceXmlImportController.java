// expect: CWE-611 @ 23
// note: uploaded UBL invoice parsed with a default DocumentBuilderFactory (DTDs and external entities enabled)
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
public class InvoiceXmlImportController {

    @PostMapping("/invoices/import-xml")
    public String importInvoice(@RequestParam("file") MultipartFile file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        try (InputStream in = file.getInputStream()) {
            Document doc = builder.parse(in);
            return doc.getElementsByTagNameNS("*", "ID").item(0).getTextContent();
        }
    }
}
