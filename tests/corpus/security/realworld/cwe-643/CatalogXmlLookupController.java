// expect: none (CWE-643 safe)
// note: XPath uses $sku bound through setXPathVariableResolver
package com.gearshop.xmlcatalog;

import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;

@RestController
public class CatalogXmlLookupController {

    private final Document catalog;

    public CatalogXmlLookupController(Document catalog) {
        this.catalog = catalog;
    }

    @GetMapping("/xml-catalog/price")
    public String price(@RequestParam String sku) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(name -> "sku".equals(name.getLocalPart()) ? sku : null);
        return xpath.evaluate("/catalog/product[@sku=$sku]/price", catalog);
    }
}
