// expect: none (CWE-611 safe)
// note: XMLInputFactory with SUPPORT_DTD false and IS_SUPPORTING_EXTERNAL_ENTITIES false
package com.newsroom.ingest;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

@Path("/ingest/rss")
public class FeedStaxParser {

    @POST
    @Consumes("application/rss+xml")
    public List<String> titles(InputStream body) throws Exception {
        XMLInputFactory factory = XMLInputFactory.newInstance();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader reader = factory.createXMLStreamReader(body);
        List<String> titles = new ArrayList<>();
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamConstants.START_ELEMENT && "title".equals(reader.getLocalName())) {
                titles.add(reader.getElementText());
            }
        }
        return titles;
    }
}
