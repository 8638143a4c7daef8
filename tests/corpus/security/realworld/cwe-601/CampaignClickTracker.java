// expect: none (CWE-601 safe)
// note: click-tracking endpoint redirects to the campaign's stored landing URL looked up by numeric id
package com.growthlab.campaigns;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.view.RedirectView;

@Controller
public class CampaignClickTracker {

    private final CampaignRepository campaigns;

    public CampaignClickTracker(CampaignRepository campaigns) {
        this.campaigns = campaigns;
    }

    @GetMapping("/c/{campaignId}")
    public RedirectView click(@PathVariable long campaignId) {
        campaigns.recordClick(campaignId);
        return new RedirectView(campaigns.landingUrl(campaignId));
    }
}

interface CampaignRepository {
    void recordClick(long campaignId);
    String landingUrl(long campaignId);
}
