// expect: CWE-22 @ 22
// note: JAX-RS @PathParam asset path goes to new FileInputStream(themeDir + "/" + asset)
package com.cmsplatform.themes;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;

@Path("/themes/{theme}/assets")
public class ThemeAssetResource {

    private static final String THEME_ROOT = "/opt/cms/themes";

    @GET
    @Path("{asset: .+}")
    public Response asset(@PathParam("theme") String theme, @PathParam("asset") String asset) throws IOException {
        FileInputStream in = new FileInputStream(THEME_ROOT + "/" + theme + "/" + asset);
        return Response.ok(in).build();
    }
}
