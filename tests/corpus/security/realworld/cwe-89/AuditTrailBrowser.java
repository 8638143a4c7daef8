// expect: none (CWE-89 safe)
// note: Restrictions.sqlRestriction with ? placeholder and value/StringType binding
package com.compliance.audit;

import java.util.List;
import org.hibernate.Criteria;
import org.hibernate.Session;
import org.hibernate.criterion.Restrictions;
import org.hibernate.type.StringType;

public class AuditTrailBrowser {

    private final Session session;

    public AuditTrailBrowser(Session session) {
        this.session = session;
    }

    @SuppressWarnings({"unchecked", "deprecation"})
    public List<AuditEvent> byActor(String actor) {
        Criteria criteria = session.createCriteria(AuditEvent.class);
        criteria.add(Restrictions.sqlRestriction("lower({alias}.actor) = lower(?)", actor, StringType.INSTANCE));
        criteria.setMaxResults(1000);
        return criteria.list();
    }
}
