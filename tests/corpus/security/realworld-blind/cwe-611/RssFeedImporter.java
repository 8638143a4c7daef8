// expect: CWE-611 @ 18
// note: feed XML fetched from a user-registered URL is streamed through a default XMLInputFactory (DTD support on)
package com.newsreader.feeds;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

public class RssFeedImporter {
    private final XMLInputFactory inputFactory = XMLInputFactory.newInstance();

    public List<String> titles(InputStream feedBody) throws XMLStreamException {
        XMLStreamReader reader = inputFactory.createXMLStreamReader(feedBody);
        List<String> titles = new ArrayList<>();
        boolean inTitle = false;
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                inTitle = "title".equals(reader.getLocalName());
            } else if (event == XMLStreamConstants.CHARACTERS && inTitle) {
                titles.add(reader.getText().strip());
                inTitle = false;
            }
        }
        reader.close();
        return titles;
    }
}
