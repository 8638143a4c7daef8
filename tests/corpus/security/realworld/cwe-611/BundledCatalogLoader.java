// expect: none (CWE-611 safe)
// note: default DocumentBuilderFactory, but it parses only an XML file bundled in the application jar (trusted)
package com.gearshop.catalog;

import java.io.InputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

public class BundledCatalogLoader {

    public int countCategories() throws Exception {
        try (InputStream in = BundledCatalogLoader.class.getResourceAsStream("/catalog/categories.xml")) {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
            NodeList nodes = doc.getElementsByTagName("category");
            return nodes.getLength();
        }
    }
}
