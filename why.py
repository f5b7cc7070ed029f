import traceback, sys
from pathlib import Path
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.validate.loading import load_project
from generator.rulebook import deferred, produce
from generator.build.recipe import BuildOptions
load_all()
f=Findings(); gid=sys.argv[1]
p=load_project(Path('components'),[gid],f); g=p.games[gid]; apply_house_rules(g,f)
class Spy:
    def __set_name__(self, owner, name): pass
orig_init=deferred.Layout.__init__
def init(self,*a,**k):
    orig_init(self,*a,**k)
    object.__setattr__(self,'_m',False)
deferred.Layout.__init__=init
def getm(self): return self.__dict__.get('_m',False)
def setm(self,v):
    if v and not self.__dict__.get('_m'):
        st=[l for l in traceback.format_stack() if 'templates' in l or 'j2' in l or 'rulebook' in l][-8:]
        print("MISUSED at:\n", "".join(st))
    self.__dict__['_m']=v
deferred.Layout.misused=property(getm,setm)
r=produce(g.components["rulebook"], g, BuildOptions())
print(r.pages)
from generator.rulebook.typeset import RulebookDoc
from generator.rulebook import Unsettled
n=[0]; real=RulebookDoc.build
def b(doc,*a,**k):
    n[0]+=1; return real(doc,*a,**k)
RulebookDoc.build=b
import generator.rulebook as R
orig=R._once
def once(*a,**k):
    try:
        return orig(*a,**k)
    except Unsettled as u:
        traceback.print_exc(limit=-6); raise
R._once=once
r=produce(g.components["rulebook"], g, BuildOptions())
print("builds", n[0], r.pages)
