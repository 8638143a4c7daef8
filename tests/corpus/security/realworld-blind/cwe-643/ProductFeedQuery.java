// expect: none (CWE-643 safe)
// note: brand is bound through an XPathVariableResolver ($brand) instead of being concatenated into the expression
package com.merchant.feeds;

import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@Path("/feed/products")
public class ProductFeedQuery {
    private final Document feed;

    public ProductFeedQuery(Document feed) {
        this.feed = feed;
    }

    @GET
    public int countByBrand(@QueryParam("brand") String brand) throws XPathExpressionException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver((QName name) -> "brand".equals(name.getLocalPart()) ? brand : null);
        NodeList items = (NodeList) xpath.evaluate("/feed/item[brand = $brand]", feed, XPathConstants.NODESET);
        return items.getLength();
    }
}
