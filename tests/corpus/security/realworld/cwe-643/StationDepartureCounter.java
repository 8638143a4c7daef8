// expect: none (CWE-643 safe)
// note: station code validated as three uppercase letters with an exception before the XPath is built
package com.railnet.timetables;

import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class StationDepartureCounter {

    private final Document timetable;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    public StationDepartureCounter(Document timetable) {
        this.timetable = timetable;
    }

    public int departures(String stationCode) throws Exception {
        if (!stationCode.matches("[A-Z]{3}")) {
            throw new IllegalArgumentException("station code must be three letters");
        }
        Double n = (Double) xpath.evaluate("count(/timetable/train[stop/@code='" + stationCode + "'])", timetable, XPathConstants.NUMBER);
        return n.intValue();
    }
}
