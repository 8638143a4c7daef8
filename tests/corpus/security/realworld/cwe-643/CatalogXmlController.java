// expect: CWE-643 @ 25
// note: @RequestParam sku concatenated into an XPath expression → XPath.evaluate over the product catalog
package com.gearshop.xmlcatalog;

import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class CatalogXmlController {

    private final Document catalog;

    public CatalogXmlController(Document catalog) {
        this.catalog = catalog;
    }

    @GetMapping("/xml-catalog/price")
    public String price(@RequestParam String sku) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        return xpath.evaluate("/catalog/product[@sku='" + sku + "']/price", catalog);
    }
}
