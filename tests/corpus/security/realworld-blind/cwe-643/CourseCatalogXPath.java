// expect: CWE-643 @ 28
// note: course code from the request concatenated into an XPath expression evaluated against the catalogue document
package com.university.catalog;

import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@RestController
public class CourseCatalogXPath {
    private final Document catalog;

    public CourseCatalogXPath(Document catalog) {
        this.catalog = catalog;
    }

    @GetMapping("/courses/lecturers")
    public int lecturers(@RequestParam String code) throws XPathExpressionException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expr = "/catalog/course[@code='" + code + "']/lecturer";
        NodeList nodes = (NodeList) xpath.evaluate(expr, catalog, XPathConstants.NODESET);
        return nodes.getLength();
    }
}
