// expect: CWE-319 @ 15
// note: patient records with names and diagnoses POSTed through WebClient to an http:// hospital endpoint
package com.health.sync;

import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.web.reactive.function.client.WebClient;

@Service
public class PatientRecordSync {
    private final WebClient client = WebClient.create();

    public void push(List<PatientRecord> records) {
        client.post().uri("http://records.hospital-partner.example:8080/api/patients/batch").bodyValue(records)
                .retrieve().toBodilessEntity().block();
    }
}

record PatientRecord(String patientId, String fullName, String diagnosisCode) {
}
