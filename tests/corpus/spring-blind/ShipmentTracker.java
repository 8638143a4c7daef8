package com.logistics.tracking;

import java.util.List;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ShipmentTracker {
    private final ShipmentRepository shipments;
    private final CarrierClient carrier;

    public ShipmentTracker(ShipmentRepository shipments, CarrierClient carrier) {
        this.shipments = shipments;
        this.carrier = carrier;
    }

    @Scheduled(fixedDelay = 300_000) // ok: DES-SCHEDULED-OVERLAP
    public void refreshStatuses() {
        List<Shipment> open = shipments.findOpen();
        List<String> numbers = open.stream().map(Shipment::trackingNumber).toList();
        shipments.updateStatuses(carrier.statuses(numbers)); // ok: PERF-N-PLUS-ONE
    }
}

record Shipment(long id, String trackingNumber) {
}

interface ShipmentRepository {
    List<Shipment> findOpen();

    void updateStatuses(java.util.Map<String, String> statusByTrackingNumber);
}

interface CarrierClient {
    java.util.Map<String, String> statuses(List<String> trackingNumbers);
}
