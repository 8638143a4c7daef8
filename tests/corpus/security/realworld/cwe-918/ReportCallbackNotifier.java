// expect: none (CWE-918 safe)
// note: message callbackUrl host must be in the customer's registered callback hosts set before posting
package com.analyticsco.reports;

import java.net.URI;
import java.util.Set;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;

@Component
public class ReportCallbackNotifier {

    private static final Set<String> CALLBACK_HOSTS = Set.of("hooks.acme-customer.example", "api.bluefin.example");
    private final WebClient webClient = WebClient.builder().build();

    @RabbitListener(queues = "reports.ready")
    public void notifyCustomer(ReportReady event) {
        URI callback = URI.create(event.callbackUrl());
        if (!"https".equals(callback.getScheme()) || !CALLBACK_HOSTS.contains(callback.getHost())) {
            return;
        }
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
