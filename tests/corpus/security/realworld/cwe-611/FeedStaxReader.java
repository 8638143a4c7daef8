// expect: CWE-611 @ 22
// note: JAX-RS POSTed RSS read with XMLInputFactory defaults (DTD support on)
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
public class FeedStaxReader {

    @POST
    @Consumes("application/rss+xml")
    public List<String> titles(InputStream body) throws Exception {
        XMLInputFactory factory = XMLInputFactory.newInstance();
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
