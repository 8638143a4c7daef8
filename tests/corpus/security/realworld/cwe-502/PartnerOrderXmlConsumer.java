// expect: none (CWE-502 safe)
// note: XStream restricted with addPermission(NoTypePermission.NONE) and allowTypesByWildcard for the partner DTO package
package com.marketplace.partners.orders;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class PartnerOrderXmlConsumer {

    private final XStream xstream;
    private final OrderIntake intake;

    public PartnerOrderXmlConsumer(OrderIntake intake) {
        this.intake = intake;
        this.xstream = new XStream();
        xstream.processAnnotations(PartnerOrder.class);
        xstream.addPermission(NoTypePermission.NONE);
        xstream.allowTypesByWildcard(new String[] {"com.marketplace.partners.orders.dto.**"});
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
