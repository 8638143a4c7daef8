// expect: CWE-643 @ 31
// note: Kafka message station code flows into a service that builds an XPath with StringBuilder → XPath.evaluate
package com.railnet.timetables;

import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Service;
import org.w3c.dom.Document;

@Service
public class StationTimetableService {

    private final Document timetable;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    public StationTimetableService(Document timetable) {
        this.timetable = timetable;
    }

    @KafkaListener(topics = "stations.departure-board-requested")
    public void onBoardRequest(String stationCode) throws Exception {
        Double count = departures(stationCode);
        System.out.println("departures: " + count.intValue());
    }

    Double departures(String stationCode) throws Exception {
        StringBuilder expr = new StringBuilder("count(/timetable/train[stop/@code='");
        expr.append(stationCode).append("'])");
        return (Double) xpath.evaluate(expr.toString(), timetable, XPathConstants.NUMBER);
    }
}
