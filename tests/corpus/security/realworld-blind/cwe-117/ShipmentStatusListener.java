// expect: CWE-117 @ 24
// note: carrier status text from a RabbitMQ message concatenated into a java.util.logging message
package com.freight.tracking;

import java.util.logging.Level;
import java.util.logging.Logger;

import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;

@Component
public class ShipmentStatusListener {
    private static final Logger LOGGER = Logger.getLogger(ShipmentStatusListener.class.getName());

    private final ShipmentRepository shipments;

    public ShipmentStatusListener(ShipmentRepository shipments) {
        this.shipments = shipments;
    }

    @RabbitListener(queues = "carrier.status")
    public void onStatus(CarrierStatus status) {
        shipments.updateStatus(status.trackingNumber(), status.code());
        LOGGER.log(Level.INFO, "Shipment " + status.trackingNumber() + " now " + status.description());
    }
}

record CarrierStatus(String trackingNumber, String code, String description) {
}

interface ShipmentRepository {
    void updateStatus(String trackingNumber, String code);
}
