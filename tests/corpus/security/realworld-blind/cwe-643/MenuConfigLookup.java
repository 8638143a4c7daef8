// expect: CWE-643 @ 27
// note: JAX-RS @PathParam role inserted into an XPath with String.format and evaluated over the menu configuration
package com.intranet.menu;

import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@Path("/menu")
public class MenuConfigLookup {
    private final Document menuConfig;

    public MenuConfigLookup(Document menuConfig) {
        this.menuConfig = menuConfig;
    }

    @GET
    @Path("/{role}")
    public int entries(@PathParam("role") String role) throws XPathExpressionException {
        String expression = String.format("/menu/entry[roles/role='%s']", role);
        NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(expression, menuConfig, XPathConstants.NODESET);
        return nodes.getLength();
    }
}
