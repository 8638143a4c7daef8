// expect: CWE-611 @ 28
// note: uploaded XML invoice parsed with a default DocumentBuilderFactory (DTDs and external entities enabled)
package com.erp.invoices.xml;

import java.io.IOException;
import java.io.InputStream;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@RestController
public class InvoiceXmlImporter {

    @PostMapping("/invoices/import")
    public String importInvoice(@RequestParam("xml") MultipartFile xml) throws IOException, ParserConfigurationException, SAXException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        try (InputStream in = xml.getInputStream()) {
            Document doc = builder.parse(in);
            String number = doc.getElementsByTagName("InvoiceNumber").item(0).getTextContent();
            return "imported " + number.length();
        }
    }
}
