// expect: none (CWE-611 safe)
// note: JDOM2 SAXBuilder with disallow-doctype-decl feature and expandEntities(false) parses the uploaded GPX track
package com.outdoors.tracks;

import java.io.IOException;
import java.io.InputStream;

import org.jdom2.Document;
import org.jdom2.JDOMException;
import org.jdom2.input.SAXBuilder;

public class GpxTrackParser {

    public int pointCount(InputStream gpxUpload) throws JDOMException, IOException {
        SAXBuilder builder = new SAXBuilder();
        builder.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        builder.setFeature("http://xml.org/sax/features/external-general-entities", false);
        builder.setExpandEntities(false);
        Document doc = builder.build(gpxUpload);
        return doc.getRootElement().getChildren().size();
    }
}
