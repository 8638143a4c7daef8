// expect: CWE-502 @ 23
// note: Kafka String payload (partner XML) converted with XStream.fromXML without type restrictions
package com.marketplace.partners.orders;

import com.thoughtworks.xstream.XStream;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class PartnerOrderXmlListener {

    private final XStream xstream;
    private final OrderIntake intake;

    public PartnerOrderXmlListener(OrderIntake intake) {
        this.intake = intake;
        this.xstream = new XStream();
        xstream.processAnnotations(PartnerOrder.class);
    }

    @KafkaListener(topics = "partner.orders.xml")
    public void onOrder(String xml) {
        PartnerOrder order = (PartnerOrder) xstream.fromXML(xml);
        intake.accept(order);
    }

    public static class PartnerOrder {
        public String partnerRef;
        public String sku;
        public int quantity;
    }

    public interface OrderIntake {
        void accept(PartnerOrder order);
    }
}
