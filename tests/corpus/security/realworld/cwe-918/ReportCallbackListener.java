// expect: CWE-918 @ 19
// note: RabbitMQ message callbackUrl posted to with WebClient.post().uri(callbackUrl)
package com.analyticsco.reports;

import java.net.URI;
import java.util.Set;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;

@Component
public class ReportCallbackListener {

    private final WebClient webClient = WebClient.builder().build();

    @RabbitListener(queues = "reports.ready")
    public void notifyCustomer(ReportReady event) {
        webClient.post()
                .uri(event.callbackUrl())
                .bodyValue(new ReportLink(event.reportId(), "https://reports.analyticsco.example/r/" + event.reportId()))
                .retrieve()
                .toBodilessEntity()
                .block();
    }

    public record ReportReady(long reportId, String callbackUrl) {}

    record ReportLink(long reportId, String href) {}
}
