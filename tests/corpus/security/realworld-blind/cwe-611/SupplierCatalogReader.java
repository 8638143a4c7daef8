// expect: CWE-611 @ 23
// note: dom4j SAXReader with default settings reads the supplier catalogue XML posted to the endpoint
package com.procurement.catalog;

import java.io.InputStream;
import java.util.List;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import org.dom4j.Document;
import org.dom4j.DocumentException;
import org.dom4j.Node;
import org.dom4j.io.SAXReader;

@Path("/suppliers/catalog")
public class SupplierCatalogReader {

    @POST
    @Consumes("application/xml")
    public int upload(InputStream xml) throws DocumentException {
        SAXReader reader = new SAXReader();
        Document document = reader.read(xml);
        List<Node> items = document.selectNodes("/catalog/item");
        return items.size();
    }
}
