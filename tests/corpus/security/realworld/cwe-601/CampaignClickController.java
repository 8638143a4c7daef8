// expect: CWE-601 @ 23
// note: click-tracking endpoint records the click and returns RedirectView to the @RequestParam url
package com.growthlab.campaigns;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.view.RedirectView;

@Controller
public class CampaignClickController {

    private final CampaignRepository campaigns;

    public CampaignClickController(CampaignRepository campaigns) {
        this.campaigns = campaigns;
    }

    @GetMapping("/c/{campaignId}")
    public RedirectView click(@PathVariable long campaignId, @RequestParam String url) {
        campaigns.recordClick(campaignId);
        return new RedirectView(url);
    }
}

interface CampaignRepository {
    void recordClick(long campaignId);
    String landingUrl(long campaignId);
}
